import jax
import jax.numpy as jnp

from stochgene.network import ConstitutiveExpression
from stochgene.ssa import DirectMethod


def time_weighted_stats(times, copies):
    """Mean and variance of the copy number, weighting each state by how long it lasted."""
    dwell = jnp.diff(times)
    held = copies[:-1]
    mean = jnp.sum(dwell * held) / jnp.sum(dwell)
    var = jnp.sum(dwell * (held - mean) ** 2) / jnp.sum(dwell)
    return float(mean), float(var)


def main(num_events=4000, seed=0):
    network = ConstitutiveExpression(beta=10.0, gamma=0.5)
    ssa = DirectMethod(network)
    times, copies = ssa.simulate(jnp.array(0), num_events, jax.random.key(seed))
    half = num_events // 2
    mean, var = time_weighted_stats(times[half:], copies[half:])
    print(f"mRNA copies: mean {mean:.2f} (expected {network.steady_state_mean():.1f}), Fano factor {var / mean:.2f}")
    return mean, var


if __name__ == "__main__":
    main()
