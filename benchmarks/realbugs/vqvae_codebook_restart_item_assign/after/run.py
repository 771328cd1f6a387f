import jax
import jax.numpy as jnp

from vqlearn.model import VQAutoencoder
from vqlearn.quantizer import EMAQuantizer
from vqlearn.train import VQTrainer


def clustered_signals(key, n, dim=16, clusters=10):
    c_key, a_key, n_key = jax.random.split(key, 3)
    centres = 3.0 * jax.random.normal(c_key, (clusters, dim))
    return centres[jax.random.randint(a_key, (n,), 0, clusters)] + 0.1 * jax.random.normal(n_key, (n, dim))


def main(steps=300, seed=0):
    model = VQAutoencoder(EMAQuantizer())
    trainer = VQTrainer(model)
    key = jax.random.PRNGKey(seed)
    key, p_key, q_key, d_key = jax.random.split(key, 4)
    params, vq_state = model.init(p_key), model.quantizer.init(q_key)
    data = clustered_signals(d_key, 2048)
    losses = []
    for i in range(steps):
        key, step_key = jax.random.split(key)
        batch = data[(i * 128) % 2048:(i * 128) % 2048 + 128]
        params, vq_state, loss = trainer.step(params, vq_state, batch, step_key)
        losses.append(float(loss))
    _, indices = model.quantizer.quantize(vq_state["codebook"], model.encode(params, data))
    return losses, int(jnp.unique(indices).shape[0])


if __name__ == "__main__":
    losses, used = main()
    print(f"loss {losses[-1]:.4f}, {used} codes in use")
