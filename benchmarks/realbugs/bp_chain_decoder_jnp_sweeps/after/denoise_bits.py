import jax
import jax.numpy as jnp

from bpdecode.config import BPConfig
from bpdecode.decoder import decode_chain


def main():
    key = jax.random.key(7)
    truth = jnp.repeat(jnp.array([1, -1, 1, -1]), 8)
    noisy = truth * jnp.where(jax.random.uniform(key, truth.shape) < 0.15, -1, 1)
    unaries = 0.8 * jnp.stack([-noisy, noisy], axis=1).astype(jnp.float32)
    config = BPConfig(damping=0.5, tolerance=1e-4, coupling=1.0)
    decoded = decode_chain(unaries, config)
    errors_before = int(jnp.sum(noisy != truth))
    errors_after = int(jnp.sum(decoded != truth))
    print(f"bit errors: {errors_before} noisy, {errors_after} decoded")
    return errors_before, errors_after


if __name__ == "__main__":
    main()
