import jax
import jax.numpy as jnp

from gradtools.step import train_step
from gradtools.transforms import Chain, ClipByGlobalNorm, ScaleByLearningRate


def mlp_loss(params, batch):
    x, y = batch
    hidden = jax.nn.relu(x @ params["w1"])
    return jnp.mean((hidden @ params["w2"] - y) ** 2)


def main():
    k1, k2, kx, ky = jax.random.split(jax.random.PRNGKey(0), 4)
    params = {"w1": jax.random.normal(k1, (3, 16)), "w2": jax.random.normal(k2, (16, 1))}
    batch = (jax.random.normal(kx, (32, 3)), 10.0 * jax.random.normal(ky, (32, 1)))
    optimizer = Chain(ClipByGlobalNorm(1.0), ScaleByLearningRate(0.05))
    losses = []
    for _ in range(4):
        params, loss = train_step(params, batch, mlp_loss, optimizer)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
