/** zh-CN strings of the account area. */
export default {};
