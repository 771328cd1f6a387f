import jax.numpy as jnp


def aging_curve(params, ages):
    """Quadratic aging curve evaluated at the given (centred) ages."""
    return params["intercept"] + params["slope"] * ages + params["curvature"] * ages ** 2


def neg_log_likelihood(params, age_idx, stuff, min_age=20, num_ages=15):
    """Gaussian likelihood of a pitcher 'stuff' metric around the aging curve of the ages seen in the data."""
    ages_pred = jnp.unique(age_idx, size=num_ages, fill_value=num_ages)
    curve = aging_curve(params, ages_pred + min_age - 28.0)
    mu = curve[jnp.searchsorted(ages_pred, age_idx)]
    return 0.5 * jnp.sum((stuff - mu) ** 2 / params["sigma"] ** 2) + stuff.shape[0] * jnp.log(params["sigma"])
