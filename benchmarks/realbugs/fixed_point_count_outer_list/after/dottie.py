"""The Dottie number, cos(x) = x, and how many refinements it took."""
import jax.numpy as jnp

from iterate import fixed_point


def solve():
    return fixed_point(jnp.cos, 1.0)


if __name__ == "__main__":
    root, n = solve()
    print(f"{float(root):.6f} after {int(n)} refinements")
