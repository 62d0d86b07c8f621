import type { FastifyRequest } from 'fastify';
import { signInMember } from '../../auth/index.js';
import type { Db } from '../../db/database.js';
import { readSetting } from '../../db/siteSettings.js';
import { text } from '../../http/body.js';
import { invalid, refused } from '../../http/envelope.js';
import { emailTaken, findMemberByFacebookId, type MemberRow, markActivated } from '../../members/index.js';
import { newInvitationCode, usernameFromEmail } from '../memberCodes.js';
import { checkSignUp, insertOrRefuse, welcome } from '../newMember.js';
import { isEmail } from '../rules.js';
import { checkFacebookToken, type FacebookPerson, FacebookUnavailable, TokenRefused } from './graph.js';
import { spendToken, tokenSpent } from './tokenUse.js';

export { identitySandbox } from './sandbox.js';

const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The person the token proves, or the refusal the player reads (never which check failed). */
async function personOf(request: FastifyRequest, accessToken: string): Promise<FacebookPerson> {
  const keys = request.server.config.facebook;
  if (keys === undefined) throw refused('register.socialUnavailable');
  // A token that already opened an account or a session is spent, before Facebook is even asked.
  if (await tokenSpent(request.server.db, accessToken)) throw refused('register.socialFailed');
  try {
    return await checkFacebookToken(keys, accessToken);
  } catch (error) {
    if (error instanceof TokenRefused) {
      request.log.info({ reason: error.message }, 'facebook token refused');
      throw refused('register.socialFailed');
    }
    // Error 9 is kept for our own faults; Facebook not answering is a refusal the player can retry
    // (the token is not spent).
    if (error instanceof FacebookUnavailable) {
      request.log.warn({ err: error }, 'facebook not reachable');
      throw refused('register.socialFailed');
    }
    throw error;
  }
}

async function spend(db: Db, accessToken: string, person: FacebookPerson): Promise<void> {
  if (!(await spendToken(db, accessToken, person.expiresAt))) throw refused('register.socialFailed');
}

/** The member this Facebook person already is: a new session, and their address proven if Facebook gives it. */
async function signInAgain(
  request: FastifyRequest,
  member: MemberRow,
  person: FacebookPerson,
  bodyEmail: string,
  accessToken: string,
) {
  const { db } = request.server;
  if (person.email === undefined && bodyEmail !== '' && !sameAddress(bodyEmail, member.email)) {
    throw refused('register.socialEmailMismatch');
  }
  await spend(db, accessToken, person);
  if (member.activated !== 1 && person.email !== undefined && sameAddress(person.email, member.email)) {
    await markActivated(db, member.id);
    return signInMember(request, { ...member, activated: 1 });
  }
  return signInMember(request, member);
}

/**
 * `/sys/auth/faceBookRegister` (issue 26 finding 12): the account is the person Facebook names for the
 * token, not the body. The e-mail and names are Facebook's (the body's e-mail must then be the same);
 * only when Facebook gives no address does the body's count, and it stays unproven, with no bonus and
 * no deposit, until the mailed link is opened. A Facebook person makes one member: later calls sign
 * that member in. Each token opens one account or session.
 */
export async function faceBookRegister(request: FastifyRequest) {
  const { db } = request.server;
  const accessToken = text(request, 'accessToken').trim();
  const bodyEmail = text(request, 'email').trim();
  if (accessToken === '') throw invalid('validation.required', { field: 'accessToken' });
  const person = await personOf(request, accessToken);
  if (person.email !== undefined && bodyEmail !== '' && !sameAddress(person.email, bodyEmail)) {
    throw refused('register.socialEmailMismatch');
  }
  const known = await findMemberByFacebookId(db, person.userId);
  if (known !== undefined) return signInAgain(request, known, person, bodyEmail, accessToken);

  // Spec 000 §5's order: e-mail required, valid, first name, last name.
  const email = person.email ?? bodyEmail;
  const firstName = person.firstName || text(request, 'firstName').trim();
  const lastName = person.lastName || text(request, 'lastName').trim();
  if (email === '') throw invalid('register.emailRequired');
  if (!isEmail(email)) throw invalid('register.emailInvalid');
  if (firstName === '') throw invalid('register.firstNameRequired');
  if (lastName === '') throw invalid('register.lastNameRequired');
  if (await emailTaken(db, email)) {
    // The same person signing up twice at once: the other call made the member, this one signs in.
    const raced = await findMemberByFacebookId(db, person.userId);
    if (raced !== undefined) return signInAgain(request, raced, person, bodyEmail, accessToken);
    throw refused('register.emailTaken');
  }
  await checkSignUp(db, { email, phone: '' });
  await spend(db, accessToken, person);
  let member: MemberRow;
  try {
    member = await insertOrRefuse(request, {
      username: await usernameFromEmail(db, email),
      email,
      password_hash: null,
      first_name: firstName.slice(0, 50),
      last_name: lastName.slice(0, 50),
      gender: null,
      birthday: null,
      currency: (await readSetting(db, 'defaultCurrency')) ?? 'USD',
      country_code: null,
      state_code: null,
      invitation_code: await newInvitationCode(db),
      inviter_id: null,
      recommend_code: null,
      facebook_user_id: person.userId,
      // Facebook gives only a confirmed address: that is the proof. Without one, the mailed link is.
      activated: person.email === undefined ? 0 : 1,
    });
  } catch (error) {
    // Raced the same way past the checks (its e-mail or Facebook id now taken): this token is spent.
    const existing = await findMemberByFacebookId(db, person.userId);
    if (existing === undefined) throw error;
    return signInMember(request, existing);
  }
  return welcome(request, member);
}
