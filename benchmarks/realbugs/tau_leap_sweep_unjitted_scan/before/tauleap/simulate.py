import jax
import jax.numpy as jnp


def _leap(problem, params, dt, x, key):
    """One tau-leap: Poisson reaction counts, capped so no species goes negative."""
    rates = problem.propensity(x, params) * dt
    counts = jax.random.poisson(key, rates).astype(jnp.int32)
    available = jnp.where(problem.nu > 0, x[:, None] // jnp.maximum(problem.nu, 1), jnp.iinfo(jnp.int32).max)
    counts = jnp.minimum(counts, jnp.min(available, axis=0))
    return x + problem.S @ counts


def simulate(problem, params, x0, key, dt=1e-2, T=10.0, K=8):
    """Tau-leaping from x0 up to time T, saving the state every K leaps."""
    n_saved = int(round(T / (K * dt)))

    def chunk(x, chunk_key):
        def leap(x, leap_key):
            return _leap(problem, params, dt, x, leap_key), None

        x, _ = jax.lax.scan(leap, x, jax.random.split(chunk_key, K))
        return x, x

    _, states = jax.lax.scan(chunk, x0, jax.random.split(key, n_saved))  # expect: JXL504
    times = K * dt * jnp.arange(1, n_saved + 1)
    return times, states
