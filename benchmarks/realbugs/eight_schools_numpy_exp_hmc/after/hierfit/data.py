import jax.numpy as jnp

# Treatment effects and their standard errors in eight schools (Rubin 1981).
EFFECTS = jnp.array([28.0, 8.0, -3.0, 7.0, -1.0, 1.0, 18.0, 12.0])
STD_ERRORS = jnp.array([15.0, 10.0, 16.0, 11.0, 9.0, 11.0, 10.0, 18.0])
