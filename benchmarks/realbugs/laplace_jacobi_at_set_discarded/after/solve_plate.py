import jax

from relax.jacobi import JacobiRelaxation
from relax.plate import plate_with_random_edges


def main(rows=20, cols=40):
    plate = plate_with_random_edges(jax.random.PRNGKey(42), rows, cols)
    solution, residual, sweeps = JacobiRelaxation().solve(plate)
    print(f"{sweeps} sweeps, residual {residual:.2e}, interior mean {float(solution[1:-1, 1:-1].mean()):.3f}")
    return plate, solution, residual


if __name__ == "__main__":
    main()
