import jax
import jax.numpy as jnp

from mhsampler.kernel import sample
from mhsampler.targets import gaussian_log_density


def main(n_samples=20_000, burn_in=2_000):
    target = gaussian_log_density(mu=3.0, sigma=2.0)
    samples, acceptance = sample(target, jax.random.key(0), jnp.zeros(1), 2.5, n_samples)
    kept = samples[burn_in:, 0]
    mean, std = float(kept.mean()), float(kept.std())
    print(f"posterior mean {mean:.3f}, std {std:.3f}, acceptance rate {float(acceptance):.2f}")
    return mean, std, float(acceptance)


if __name__ == "__main__":
    main()
