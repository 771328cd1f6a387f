import jax
import jax.numpy as jnp
from jax import lax

from .integrators import acceptance_probability, leapfrog


def _apply_length_floor(trajectory_length, max_leapfrog_steps, step_size):
    """Keep the trajectory at least one step long and at most max_leapfrog_steps steps."""
    return jnp.clip(trajectory_length, step_size, max_leapfrog_steps * step_size)


def chees_warmup(key, positions, logdensity_fn, num_steps=50, target_accept=0.65, max_leapfrog_steps=10):
    """Adapt a step size and trajectory length for a batch of chains (one row of `positions` each)."""
    batched_logdensity = jax.vmap(logdensity_fn)
    batched_grad = jax.vmap(jax.grad(logdensity_fn))

    def one_step(state, key):
        x, log_step_size, log_step_size_ma = state
        p = jax.random.normal(key, x.shape)
        x_new, p_new = leapfrog(batched_grad, x, p, jnp.exp(log_step_size), 5)
        accept = acceptance_probability(batched_logdensity, x, p, x_new, p_new)
        log_step_size = log_step_size + 0.1 * (jnp.mean(accept) - target_accept)
        log_step_size_ma = 0.9 * log_step_size_ma + 0.1 * log_step_size
        return (x_new, log_step_size, log_step_size_ma), jnp.mean(accept)

    keys = jax.random.split(key, num_steps)
    init = (positions, jnp.log(0.1), jnp.log(0.1))
    (x, _, log_step_size_ma), accept_rates = lax.scan(one_step, init, keys)
    step_size_ma = jnp.exp(log_step_size_ma)
    trajectory_length = jnp.sqrt(jnp.max(jnp.var(x, axis=0)))
    trajectory_length = _apply_length_floor(trajectory_length, max_leapfrog_steps, step_size_ma)
    return x, {"step_size": step_size_ma, "trajectory_length": trajectory_length, "accept_rate": accept_rates[-1]}
