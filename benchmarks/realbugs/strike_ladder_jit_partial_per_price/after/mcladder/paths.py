import jax
import jax.numpy as jnp


def terminal_prices(key, spot, rate, vol, maturity, num_paths, num_steps):
    """Euler steps of dS = r S dt + sigma S dZ for all paths at once; returns S_T."""
    dt = maturity / num_steps

    def step(s, key):
        dz = jax.random.normal(key, s.shape) * jnp.sqrt(dt)
        return s + rate * s * dt + vol * s * dz, None

    s_t, _ = jax.lax.scan(step, jnp.full((num_paths,), spot), jax.random.split(key, num_steps))
    return s_t
