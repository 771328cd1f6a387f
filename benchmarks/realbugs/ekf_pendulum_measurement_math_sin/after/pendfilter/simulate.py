import jax
import jax.numpy as jnp


def simulate(model, key, x0, num_steps):
    """Noisy pendulum trajectory and its sensor readings."""
    def step(x, key):
        k_state, k_obs = jax.random.split(key)
        x = model.transition(x) + jax.random.multivariate_normal(k_state, jnp.zeros(2), model.Q)
        y = jnp.sin(x[:1]) + jnp.sqrt(model.R[0, 0]) * jax.random.normal(k_obs, (1,))
        return x, (x, y)

    _, (states, observations) = jax.lax.scan(step, x0, jax.random.split(key, num_steps))
    return states, observations
