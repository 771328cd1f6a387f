import jax

from imgclf.losses import LabelSmoothingCrossEntropy
from imgclf.model import LinearProbe
from imgclf.trainer import Trainer


def main():
    model = LinearProbe(in_dim=12, num_classes=5)
    trainer = Trainer(model, LabelSmoothingCrossEntropy(num_classes=5, smoothing=0.1))
    params = model.init(jax.random.PRNGKey(0))
    k_f, k_l = jax.random.split(jax.random.PRNGKey(1))
    features = jax.random.normal(k_f, (40, 12))
    labels = jax.random.randint(k_l, (40,), 0, 5)
    losses = []
    for _ in range(3):
        params, loss = trainer.step(params, features, labels)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
