import jax.numpy as jnp

from topopt import BarMesh, ComplianceProblem, ProjectedGradient


def main(n_elements=20):
    mesh = BarMesh(n_elements)
    load = jnp.zeros(mesh.n_nodes).at[-1].set(1.0)
    problem = ComplianceProblem(mesh, load, volume_fraction=0.6)
    return ProjectedGradient(problem).run(jnp.full(n_elements, 0.6))


if __name__ == "__main__":
    density, values = main()
    print(f"objective {float(values[0]):.3f} -> {float(values[-1]):.3f}")
