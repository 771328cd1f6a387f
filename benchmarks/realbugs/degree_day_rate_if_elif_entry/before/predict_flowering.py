import jax.numpy as jnp

from phenology import FloweringModel


def season(mean=18.0, amplitude=9.0, days=200):
    day = jnp.arange(days)
    return mean + amplitude * jnp.sin(jnp.pi * day / days) + 3.0 * jnp.sin(day / 3.0)


def main():
    model = FloweringModel()
    return [int(model.flowering_day(season(mean=m))) for m in (14.0, 18.0, 22.0)]


if __name__ == "__main__":
    print(main())
