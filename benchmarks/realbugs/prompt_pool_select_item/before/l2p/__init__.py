from l2p.learner import ContinualLearner
from l2p.model import PromptedClassifier
from l2p.pool import PromptPool

__all__ = ["ContinualLearner", "PromptedClassifier", "PromptPool"]
