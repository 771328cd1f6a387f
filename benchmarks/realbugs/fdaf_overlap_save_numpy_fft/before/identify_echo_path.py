import jax
import jax.numpy as jnp

from adaptive.fdaf import OverlapSaveFDAF


def echo_path(key, taps=32):
    """An exponentially decaying random room response, the system to identify."""
    return jax.random.normal(key, (taps,)) * jnp.exp(-jnp.arange(taps) / 8.0)


def main(block_size=32, n_blocks=400, noise=1e-3, seed=0):
    k_path, k_x, k_n = jax.random.split(jax.random.key(seed), 3)
    h = echo_path(k_path, block_size)
    x = jax.random.normal(k_x, (block_size * n_blocks,))
    d = jnp.convolve(x, h)[:x.shape[0]] + noise * jax.random.normal(k_n, x.shape)
    fdaf = OverlapSaveFDAF(block_size)
    state, errors = fdaf.process(fdaf.init(), x, d)
    first = float(jnp.mean(errors[: 10 * block_size] ** 2))
    last = float(jnp.mean(errors[-10 * block_size:] ** 2))
    misalignment = float(jnp.sum((fdaf.impulse_response(state) - h) ** 2) / jnp.sum(h ** 2))
    print(f"error power {first:.3e} -> {last:.3e}; misalignment {10 * jnp.log10(misalignment):.1f} dB")
    return first, last, misalignment


if __name__ == "__main__":
    main()
