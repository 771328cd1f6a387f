from envtrack.follower import follow_step

__all__ = ["follow_step"]
