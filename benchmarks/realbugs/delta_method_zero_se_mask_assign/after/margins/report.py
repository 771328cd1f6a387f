import jax.numpy as jnp

from margins.delta import delta_standard_errors


def comparison_table(contrast_fn, coefs, vcov):
    estimates = contrast_fn(coefs)
    se = delta_standard_errors(contrast_fn, coefs, vcov)
    # A contrast that does not depend on any coefficient has no sampling error to report.
    se = jnp.where(se == 0, jnp.nan, se)
    z = estimates / se
    return {"estimate": estimates, "std_error": se, "statistic": z}
