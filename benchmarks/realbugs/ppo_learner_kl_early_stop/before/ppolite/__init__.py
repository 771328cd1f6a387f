from ppolite.config import PPOConfig
from ppolite.learner import PPOLearner
