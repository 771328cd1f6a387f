import jax

from simclr.trainer import SimCLRTrainer


def main(num_steps=60, batch_size=32, dim=8):
    key = jax.random.PRNGKey(0)
    key, data_key, k1, k2 = jax.random.split(key, 4)
    data = jax.random.normal(data_key, (256, dim))
    params = {"w1": jax.random.normal(k1, (dim, 32)) / dim ** 0.5, "w2": jax.random.normal(k2, (32, 16)) / 32 ** 0.5}
    trainer = SimCLRTrainer()
    losses = []
    for step in range(num_steps):
        key, step_key = jax.random.split(key)
        start = (step * batch_size) % data.shape[0]
        params, loss = trainer.train_step(params, step_key, data[start:start + batch_size])
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    history = main()
    print(f"NT-Xent: {history[0]:.3f} -> {history[-1]:.3f}")
