import jax
import jax.numpy as jnp

from solarsys.bodies import circular_system
from solarsys.gravity import energy
from solarsys.integrate import integrate

jax.config.update("jax_enable_x64", True)


def main(years=12.0, dt=1e-3):
    names, pos, vel, masses = circular_system()
    pos, vel, masses = jnp.asarray(pos), jnp.asarray(vel), jnp.asarray(masses)
    e0 = energy(pos, vel, masses)
    pos, vel, trajectory = integrate(pos, vel, masses, dt, int(years / dt))
    drift = float(abs((energy(pos, vel, masses) - e0) / e0))
    radii = jnp.linalg.norm(trajectory - trajectory[:, :1], axis=-1)
    for i, name in enumerate(names[1:], start=1):
        print(f"{name:8s} r = {float(radii[:, i].min()):.3f} .. {float(radii[:, i].max()):.3f} AU")
    print(f"relative energy drift over {years} years: {drift:.2e}")
    return drift, radii


if __name__ == "__main__":
    main()
