import jax.numpy as jnp

from sde.euler import ornstein_uhlenbeck


def main(n_batches=4, x0=5.0, gamma=0.5, sigma=2.0):
    """Several batches of 100 paths; the stationary variance sigma^2 / (2 gamma) from the pooled final values."""
    batches = [ornstein_uhlenbeck(x0, gamma, sigma) for _ in range(n_batches)]
    finals = jnp.concatenate([paths[-1] for paths in batches])
    print(f"{finals.size} final values: mean {float(finals.mean()):.2f}, variance {float(finals.var()):.2f} "
          f"(stationary variance {sigma**2 / (2 * gamma):.2f})")
    return batches


if __name__ == "__main__":
    main()
