import jax

from langevin.params import OUParams
from langevin.path import simulate_path


def main(total_time=10.0, dt=0.001):
    params = OUParams()
    n = int(total_time / dt)
    path = simulate_path(jax.random.PRNGKey(5), params, dt, n)
    settled = path[n // 10:]
    print(f"mean {float(settled.mean()):.2f} (mu = {params.mu}), std {float(settled.std()):.2f}")
    return path


if __name__ == "__main__":
    main()
