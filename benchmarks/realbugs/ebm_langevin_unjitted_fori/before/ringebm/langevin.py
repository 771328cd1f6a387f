import jax
import jax.numpy as jnp


def langevin_sample(energy_fn, params, x0, key, n_steps, step_size):
    """Unadjusted Langevin dynamics: x <- x - step_size * grad E(x) + sqrt(2 * step_size) * noise."""
    energy_grad = jax.grad(lambda x: jnp.sum(energy_fn(params, x)))

    def body(i, carry):
        x, key = carry
        key, noise_key = jax.random.split(key)
        noise = jax.random.normal(noise_key, x.shape)
        x = x - step_size * energy_grad(x) + jnp.sqrt(2.0 * step_size) * noise
        return x, key

    x, _ = jax.lax.fori_loop(0, n_steps, body, (x0, key))  # expect: JXL504
    return jax.lax.stop_gradient(x)
