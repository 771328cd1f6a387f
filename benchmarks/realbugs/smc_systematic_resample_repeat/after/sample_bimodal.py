import jax
import jax.numpy as jnp

from tsmc.sampler import run_smc


def main(seed=0):
    particles, log_evidence = run_smc(jax.random.key(seed))
    right = float(jnp.mean(particles > 0))
    spread = float(jnp.mean(jnp.abs(particles)))
    print(f"log Z = {log_evidence:.3f}; fraction in the right mode {right:.2f}; mean |x| {spread:.2f}")
    return particles, log_evidence


if __name__ == "__main__":
    main()
