import jax
import jax.numpy as jnp


def sample_sine_tasks(key, num_tasks, shots):
    """Sinusoid regression tasks: amplitude in [0.1, 5], phase in [0, pi], support and query sets of `shots` points."""
    k_a, k_p, k_s, k_q = jax.random.split(key, 4)
    amplitude = jax.random.uniform(k_a, (num_tasks, 1, 1), minval=0.1, maxval=5.0)
    phase = jax.random.uniform(k_p, (num_tasks, 1, 1), maxval=jnp.pi)
    x_s = jax.random.uniform(k_s, (num_tasks, shots, 1), minval=-5.0, maxval=5.0)
    x_q = jax.random.uniform(k_q, (num_tasks, shots, 1), minval=-5.0, maxval=5.0)
    return x_s, amplitude * jnp.sin(x_s + phase), x_q, amplitude * jnp.sin(x_q + phase)
