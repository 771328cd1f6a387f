import jax.numpy as jnp

from bokehfit.kernels import circular_kernel, svd_init
from bokehfit.loss import total_loss
from bokehfit.optimize import FilterOptimizer


def main(num_steps=50, rank=4):
    target = circular_kernel()
    params = {k: jnp.asarray(v) for k, v in svd_init(target, rank).items()}
    optimizer = FilterOptimizer(target)
    start, _ = total_loss(params, optimizer.target)
    for i in range(num_steps):
        params = optimizer.step(params, i)
    end, _ = total_loss(params, optimizer.target)
    print(f"loss {float(start):.3e} -> {float(end):.3e}")
    return float(start), float(end)


if __name__ == "__main__":
    main()
