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
        with open(dumpfile, "w") as dump:
            def run(positions, velocities):
                forces = potential.forces(positions, self.lenbox)

                def body(i, state):
                    positions, velocities, forces = integrator.step(*state)
                    write_frame(dump, i, positions)
                    return positions, velocities, forces

                return jax.lax.fori_loop(0, steps, body, (positions, velocities, forces))

            positions, velocities, _ = jax.jit(run)(self.positions, self.velocities)
        self.positions, self.velocities = positions, velocities
        return 0.5 * float(jnp.sum(velocities ** 2)) / positions.shape[0]
