"""Grid sweep over barrier gain and actuator limit."""
import jax.numpy as jnp

from cbfsim import simulate

X0 = jnp.array([2.0, 0.0])


def sweep(alphas=(0.5, 1.0, 2.0), limits=(0.5, 1.0, 2.0)):
    results = {}
    for alpha in alphas:
        for limit in limits:
            results[alpha, limit] = simulate(X0, alpha, limit)
    return results


if __name__ == "__main__":
    for (alpha, limit), (final, margin) in sweep().items():
        print(alpha, limit, final, margin)
