/** en-US strings of the account area. */
export default {};
