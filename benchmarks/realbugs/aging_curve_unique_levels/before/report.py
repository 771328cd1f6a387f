import jax
import jax.numpy as jnp

from projections import neg_log_likelihood
from projections.data import synthetic_pitchers

PARAMS = {"intercept": jnp.array(1.0), "slope": jnp.array(0.0), "curvature": jnp.array(0.0), "sigma": jnp.array(0.5)}

if __name__ == "__main__":
    age_idx, stuff = synthetic_pitchers(jax.random.PRNGKey(0))
    print(neg_log_likelihood(PARAMS, age_idx, stuff))
