import jax
import jax.numpy as jnp

from pipeflow.network import Pipe, SeriesLine


def main():
    line = SeriesLine([Pipe(120.0, 0.15), Pipe(80.0, 0.10), Pipe(200.0, 0.20)])
    demands = jnp.linspace(0.01, 0.05, 5)  # m^3/s
    head_curve = jax.jit(jax.vmap(line.total_head_loss))
    losses = head_curve(demands)
    for q, h in zip(demands, losses):
        print(f"Q = {float(q):.3f} m3/s: head loss {float(h):.2f} m")
    return demands, losses


if __name__ == "__main__":
    main()
