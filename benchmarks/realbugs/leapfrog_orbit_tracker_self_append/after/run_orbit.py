import jax
import jax.numpy as jnp

from orbits.integrator import integrate
from orbits.physics import sun_earth
from orbits.tracker import OrbitTracker


def main(n_steps=200, years=1.0):
    state0, masses = sun_earth()
    dt = years / n_steps
    tracker = OrbitTracker()
    simulate = jax.jit(lambda s: integrate(s, dt, n_steps, masses))
    final, times, path = simulate(state0)
    tracker.record_path(times, path)
    path = tracker.path()
    radius = jnp.linalg.norm(path[:, 1] - path[:, 0], axis=-1)
    print(f"{path.shape[0]} steps, Earth-Sun distance {float(radius.min()):.4f} to {float(radius.max()):.4f} AU")
    return final, path


if __name__ == "__main__":
    main()
