import numpy as np

from heat_equation import advance_time_jax, advance_time_matvecmul, advance_time_numpy, get_A, initial_condition
from simulate import run


def main(N=41, epsilon=0.2, num_steps=300):
    u0 = initial_condition(N)
    results = {}
    A = get_A(N)
    results["matvecmul"], _, t_mat = run(lambda u: advance_time_matvecmul(A, u, epsilon), u0, num_steps)
    results["numpy"], _, t_np = run(lambda u: advance_time_numpy(u, epsilon), u0, num_steps)
    results["jax"], _, t_jax = run(lambda u: advance_time_jax(u, epsilon), u0, num_steps)
    for name, seconds in (("matvecmul", t_mat), ("numpy", t_np), ("jax", t_jax)):
        print(f"{name:10s} {seconds:.3f} s, total heat {float(np.sum(results[name])):.4f}")
    return {name: np.asarray(u) for name, u in results.items()}


if __name__ == "__main__":
    main()
