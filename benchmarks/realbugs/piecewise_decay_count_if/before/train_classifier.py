import jax

from momentumfit.optimizer import Momentum
from momentumfit.schedules import PiecewiseDecay
from momentumfit.trainer import Classifier, Trainer


def make_batches(key, steps):
    batches = []
    for step_key in jax.random.split(key, steps):
        x = jax.random.normal(step_key, (64, 5))
        batches.append((x, (x[:, 0] + x[:, 1] > 0).astype("int32")))
    return batches


def main():
    model = Classifier()
    params = model.init(jax.random.PRNGKey(0), num_features=5, num_classes=2)
    trainer = Trainer(model, Momentum(PiecewiseDecay(0.1, boundaries=[20, 40], factor=0.1)))
    _, losses = trainer.fit(params, make_batches(jax.random.PRNGKey(1), steps=50))
    return losses


if __name__ == "__main__":
    print(main()[-1])
