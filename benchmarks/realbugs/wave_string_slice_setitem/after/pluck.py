import jax.numpy as jnp

from wave1d.mesh import StringMesh
from wave1d.solver import WaveSolver


def main():
    mesh = StringMesh(length=1.0, n_cells=100, courant=1.0)
    solver = WaveSolver(mesh, wave_speed=lambda x: jnp.ones_like(x))
    x = mesh.points()
    u0 = jnp.sin(jnp.pi * x)
    half, t_half = solver.solve(u0, 1.0)
    full, t_full = solver.solve(u0, 2.0)
    print(f"t = {t_half:.2f}: max {float(half.max()):.3f} min {float(half.min()):.3f}")
    print(f"t = {t_full:.2f}: error against the initial shape {float(jnp.abs(full - u0).max()):.2e}")
    return u0, half, full


if __name__ == "__main__":
    main()
