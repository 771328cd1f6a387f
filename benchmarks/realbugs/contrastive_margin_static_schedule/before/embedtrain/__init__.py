from embedtrain.trainer import PairTrainer

__all__ = ["PairTrainer"]
