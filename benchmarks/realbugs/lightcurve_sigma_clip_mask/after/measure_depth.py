import jax
import jax.numpy as jnp

from photometry.transit import BoxTransit

PERIOD, EPOCH, DURATION, DEPTH = 3.5, 1.2, 0.2, 0.01


def simulated_light_curve(key, n=4000, span=27.0):
    k_noise, k_flare = jax.random.split(key)
    time = jnp.linspace(0.0, span, n)
    phase = (time - EPOCH + 0.5 * PERIOD) % PERIOD - 0.5 * PERIOD
    flux = 1.0 - DEPTH * (jnp.abs(phase) < 0.5 * DURATION) + 0.001 * jax.random.normal(k_noise, (n,))
    flares = jax.random.choice(k_flare, n, (40,), replace=False)
    return time, flux.at[flares].add(0.05)


def main():
    time, flux = simulated_light_curve(jax.random.PRNGKey(11))
    depth = float(BoxTransit(PERIOD, EPOCH, DURATION).depth(time, flux))
    print(f"transit depth {depth * 1e6:.0f} ppm")
    return depth
