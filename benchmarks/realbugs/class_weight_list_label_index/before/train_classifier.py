import jax

from textclf.losses import WeightedCrossEntropy
from textclf.model import BagOfWordsClassifier
from textclf.trainer import Trainer


def main():
    model = BagOfWordsClassifier(vocab_size=50, num_classes=3)
    params = model.init(jax.random.PRNGKey(0))
    trainer = Trainer(WeightedCrossEntropy(model, class_weights=[0.2, 1.0, 3.0]))
    k_tok, k_lab = jax.random.split(jax.random.PRNGKey(1))
    tokens = jax.random.randint(k_tok, (8, 10), 0, 50)
    labels = jax.random.randint(k_lab, (8,), 0, 3)
    losses = []
    for _ in range(3):
        params, loss = trainer.train_step(params, tokens, labels)
        losses.append(float(loss))
    return losses


if __name__ == "__main__":
    print(main())
