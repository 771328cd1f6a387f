import jax

from simclr_lite.loss import NTXentLoss
from simclr_lite.trainer import ContrastiveTrainer


def main():
    data_key, init_key, key = jax.random.split(jax.random.key(0), 3)
    x = jax.random.normal(data_key, (16, 10))
    params = {"w": jax.random.normal(init_key, (10, 8)) * 0.3}
    trainer = ContrastiveTrainer(NTXentLoss(temperature=0.5))
    losses = []
    for step_key in jax.random.split(key, 3):
        params, loss = trainer.step(params, x, step_key)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
