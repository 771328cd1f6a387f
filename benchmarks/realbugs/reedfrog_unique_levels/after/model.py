from functools import partial

import jax


@partial(jax.jit, static_argnames=("n_volume",))
def prior_predictive(key, tank, density, volume, n_volume):
    """One draw of the survivors from the varying-intercept model's prior."""
    k_bar, k_sigma, k_a, k_s, k_obs = jax.random.split(key, 5)
    a_bar = 1.5 * jax.random.normal(k_bar)
    sigma = jax.random.exponential(k_sigma)
    a = a_bar + sigma * jax.random.normal(k_a, tank.shape)
    s = 0.5 * jax.random.normal(k_s, (n_volume,))
    logits = a[tank] + s[volume]
    return jax.random.binomial(k_obs, density, jax.nn.sigmoid(logits))
