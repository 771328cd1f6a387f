import numpy as np

from trifem import PoissonAssembler, boundary_nodes, unit_square_mesh


def main():
    nodes, elements = unit_square_mesh(6)
    assembler = PoissonAssembler(nodes, elements)
    stiffness, load = assembler.assemble(1.0, 1.0)
    stiffness, load = np.asarray(stiffness), np.asarray(load)
    fixed = boundary_nodes(nodes)
    free = np.setdiff1d(np.arange(nodes.shape[0]), fixed)
    u = np.zeros(nodes.shape[0])
    u[free] = np.linalg.solve(stiffness[np.ix_(free, free)], load[free])
    print(f"max u = {u.max():.5f} on {len(elements)} elements")
    return u


if __name__ == "__main__":
    main()
