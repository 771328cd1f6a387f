import jax.numpy as jnp

from stamps.interpolant import Lanczos
from stamps.render import StampRenderer


def galaxy_image(n):
    y, x = jnp.mgrid[0:n, 0:n]
    return jnp.exp(-((x - n / 2) ** 2 + (y - n / 2) ** 2) / 18.0)


def main():
    renderer = StampRenderer(galaxy_image(48), Lanczos(3, True))
    small = renderer.render(jnp.array([24.3, 23.8]), 9)
    large = renderer.render(jnp.array([24.3, 23.8]), 15)
    total = float(renderer.interpolant.flux_drawn)
    print(f"flux in 9x9 {float(small.sum()):.3f}, in 15x15 {float(large.sum()):.3f}, total {total:.3f}")
    return small, large


if __name__ == "__main__":
    main()
