import jax
import jax.numpy as jnp

from ndvi_ts.series import FieldSeries


def synthetic_acquisitions(key, num_dates=12, size=32):
    """A crop greening up over the season; each date has its own random cloud cover."""
    days = jnp.linspace(0.0, 330.0, num_dates)
    true_ndvi = 0.2 + 0.6 * jnp.exp(-((days - 180.0) / 60.0) ** 2)
    red = 0.1 * jnp.ones((num_dates, size, size))
    nir = red * (1 + true_ndvi[:, None, None]) / (1 - true_ndvi[:, None, None])
    k_cloud, k_cover = jax.random.split(key)
    cover = jax.random.uniform(k_cover, (num_dates, 1, 1), maxval=0.6)
    cloudy = jax.random.uniform(k_cloud, (num_dates, size, size)) < cover
    red = jnp.where(cloudy, 0.5, red)
    nir = jnp.where(cloudy, 0.5, nir)
    stacks = jnp.stack([red, red, red, nir], axis=-1)
    scene_class = jnp.where(cloudy, 9, 4)
    return days, stacks, scene_class, true_ndvi


def main():
    days, stacks, scene_class, true_ndvi = synthetic_acquisitions(jax.random.PRNGKey(11))
    series = FieldSeries().build(days, stacks, scene_class)
    for day, value in zip(days, series):
        print(f"day {float(day):5.0f}: NDVI {float(value):.3f}")
    return series, true_ndvi


if __name__ == "__main__":
    main()
