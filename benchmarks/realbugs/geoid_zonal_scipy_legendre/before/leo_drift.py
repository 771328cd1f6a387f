import jax.numpy as jnp

from geodesy import OrbitPropagator, ZonalGravityField

EGM_ZONALS = {2: 1.08262668e-3, 3: -2.5327e-6, 4: -1.6196e-6}


def main():
    field = ZonalGravityField(EGM_ZONALS)
    propagator = OrbitPropagator(field, dt=10.0)
    x0 = jnp.array([7.0e6, 0.0, 0.0])
    v0 = jnp.array([0.0, 5.3e3, 5.3e3])
    return propagator(x0, v0, 600)


if __name__ == "__main__":
    track = main()
    radius = jnp.linalg.norm(track, axis=1)
    print(f"radius {float(radius.min()) / 1e3:.1f} .. {float(radius.max()) / 1e3:.1f} km")
