import jax
import jax.numpy as jnp

from seismo.locate import Geiger, HomogeneousHalfSpace

TRUE_EVENT = jnp.array([12.0, -7.0, 9.0, 2.5])  # x, y, depth (km), origin time (s)


def network(key, n=12):
    xy = jax.random.uniform(key, (n, 2), minval=-40.0, maxval=40.0)
    return jnp.concatenate([xy, jnp.zeros((n, 1))], axis=1)


def main():
    earth = HomogeneousHalfSpace()
    stations = network(jax.random.PRNGKey(7))
    observed = earth.arrival_times(TRUE_EVENT, stations)
    m = Geiger(earth).locate(stations, observed, jnp.array([0.0, 0.0, 5.0, 0.0]))
    print("hypocentre x {:.2f} y {:.2f} z {:.2f} km, t0 {:.2f} s".format(*m.tolist()))
    return m
