import jax
import jax.numpy as jnp

from ljmd.dump import write_frame


class MDSolver:
    def __init__(self, cells, lenbox, T, dt, seed):
        grid = jnp.arange(cells) * (lenbox / cells) + 0.5 * lenbox / cells
        self.positions = jnp.stack(jnp.meshgrid(grid, grid), axis=-1).reshape(-1, 2)
        key = jax.random.PRNGKey(seed)
        velocities = jnp.sqrt(T) * jax.random.normal(key, self.positions.shape)
        self.velocities = velocities - velocities.mean(axis=0)
        self.lenbox = lenbox
        self.dt = dt

    def simulate(self, potential, integrator, steps, dumpfile):
        def run(positions, velocities):
            forces = potential.forces(positions, self.lenbox)

            def body(state, _):
                state = integrator.step(*state)
                return state, state[0]

            return jax.lax.scan(body, (positions, velocities, forces), None, length=steps)

        (positions, velocities, _), trajectory = jax.jit(run)(self.positions, self.velocities)
        with open(dumpfile, "w") as dump:
            for i, frame in enumerate(trajectory.tolist()):
                write_frame(dump, i, frame)
        self.positions, self.velocities = positions, velocities
        return 0.5 * float(jnp.sum(velocities ** 2)) / positions.shape[0]
