import numpy as np

from margins.delta import delta_standard_errors


def comparison_table(contrast_fn, coefs, vcov):
    estimates = contrast_fn(coefs)
    se = delta_standard_errors(contrast_fn, coefs, vcov)
    # A contrast that does not depend on any coefficient has no sampling error to report.
    se[se == 0] = np.nan  # expect: JXL301
    z = estimates / se
    return {"estimate": estimates, "std_error": se, "statistic": z}
