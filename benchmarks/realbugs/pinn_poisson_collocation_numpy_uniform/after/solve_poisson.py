import jax
import jax.numpy as jnp

from pinnlab.network import Solution
from pinnlab.train import train


def main(num_steps=300):
    model = Solution(jax.random.PRNGKey(0))
    model, losses, used_points = train(model, jax.random.PRNGKey(1), num_steps=num_steps)
    xs = jnp.linspace(0.0, 1.0, 101)
    error = float(jnp.max(jnp.abs(jax.vmap(model)(xs) - jnp.sin(jnp.pi * xs))))
    print(f"residual {losses[0]:.3f} -> {losses[-1]:.4f}, max error {error:.3f}")
    return losses, used_points


if __name__ == "__main__":
    main()
